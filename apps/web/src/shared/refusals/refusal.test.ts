import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError, type RefusalAnswer } from '../lib/api-errors.ts'
import { refusalOf } from './refusal.ts'

// The sentence is any words: the server may reword it, and the screens read the code.
const refused = (status: number, answer: RefusalAnswer) =>
  refusalOf(new ApiError(status, 'words the server may reword', { path: '/x' }, answer))

describe('refusalOf', () => {
  it('says why in the words of the screens', () => {
    expect(refused(409, { code: 'emotion_posted_today' })).toEqual({
      title: 'Already posted today',
      // The Seoul day's end in the viewer's time: the tests' viewer is in UTC.
      message: expect.stringMatching(
        /^You have posted today's emotion\. You can post the next one after midnight Seoul time \((Mon |Tue |Wed |Thu |Fri |Sat |Sun )?3:00\sPM your time\)\.$/,
      ),
    })
    expect(refused(400, { code: 'image_unreadable', field: 'file' })).toEqual({
      title: 'Image not supported',
      message: 'Only JPEG, PNG, and WEBP formats are supported.',
    })
    expect(refused(400, { code: 'image_too_narrow', values: { times: 20 } })).toEqual({
      title: 'Image not supported',
      message:
        'The image is too long and narrow: its longest side may be at most 20 times its shortest.',
    })
    expect(refused(400, { code: 'image_side_too_long', values: { pixels: 16384 } })).toEqual({
      title: 'Image too large',
      message: 'The image must be at most 16384 pixels on its longest side.',
    })
    expect(refused(400, { code: 'image_too_slow' })?.message).toBe(
      'The image took too long to read. Save it again as a JPEG and try again.',
    )
    expect(refused(400, { code: 'snv_too_high', field: 'svn' })).toEqual({
      title: 'SNV too high',
      message: 'The maximum SNV value is 1,000,000.',
    })
    expect(refused(429, { code: 'rate_limited', values: { seconds: 42 } })?.message).toBe(
      'Please wait 42 seconds and try again.',
    )
  })

  it("shows any other refusal in its code's words", () => {
    expect(refused(409, { code: 'already_liked' })).toEqual({
      title: 'That did not go through',
      message: 'You already liked this photo.',
    })
    expect(refused(400, { code: 'description_too_long', field: 'user_description' })?.message).toBe(
      'Description: Must be at most 200 characters.',
    )
  })

  it('leaves what nobody foresaw to the generic dialog', () => {
    expect(refused(500, { code: 'internal_error' })).toBeNull()
    expect(refusalOf(new NetworkError({ path: '/x' }))).toBeNull()
    expect(refusalOf(new Error('decoder failed'))).toBeNull()
  })
})
