import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from './api-errors.ts'
import { refusalOf } from './refusal.ts'

const refused = (status: number, message: string) =>
  refusalOf(new ApiError(status, message, { path: '/x' }))

describe('refusalOf', () => {
  it('says why in the words of the screens', () => {
    expect(refused(409, "today's emotion is already posted")).toEqual({
      title: 'Already posted today',
      // The Seoul day's end in the viewer's time: the tests' viewer is in UTC.
      message: expect.stringMatching(
        /^You have posted today's emotion\. You can post the next one after midnight Seoul time \((Mon |Tue |Wed |Thu |Fri |Sat |Sun )?3:00\sPM your time\)\.$/,
      ),
    })
    expect(refused(400, 'file: the image could not be read')).toEqual({
      title: 'Image not supported',
      message: 'Only JPEG, PNG, and WEBP formats are supported.',
    })
    expect(refused(400, 'file: its longest side must be at most 20 times its shortest')).toEqual({
      title: 'Image not supported',
      message:
        'The image is too long and narrow: its longest side may be at most 20 times its shortest.',
    })
    expect(refused(400, 'file: must be at most 16384 pixels on its longest side')).toEqual({
      title: 'Image too large',
      message: 'The image must be at most 16384 pixels on its longest side.',
    })
    expect(refused(400, 'file: the image took too long to read')?.message).toBe(
      'The image took too long to read. Save it again as a JPEG and try again.',
    )
    expect(refused(400, 'svn: must be at most 1000000')).toEqual({
      title: 'SNV too high',
      message: 'The maximum SNV value is 1,000,000.',
    })
    expect(refused(429, 'too many requests; try again in 42 s')?.message).toBe(
      'Please wait 42 seconds and try again.',
    )
  })

  it("shows any other refusal in the server's words, the field by its label", () => {
    expect(refused(409, 'you already liked this photo')).toEqual({
      title: 'That did not go through',
      message: 'You already liked this photo.',
    })
    expect(refused(400, 'user_description: must be at most 200 characters')?.message).toBe(
      'Description: Must be at most 200 characters.',
    )
  })

  it('leaves what nobody foresaw to the generic dialog', () => {
    expect(refused(500, 'internal error')).toBeNull()
    expect(refusalOf(new NetworkError({ path: '/x' }))).toBeNull()
    expect(refusalOf(new Error('decoder failed'))).toBeNull()
  })
})
