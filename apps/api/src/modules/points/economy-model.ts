import { ALBUM_SLOTS } from '@memap/shared/albums'
import { ECONOMY } from '@memap/shared/economy'

/**
 * The Whoom economy of PRODUCT.md §11 and §12 as plain bookkeeping, for the model-based test
 * beside it (`economy.model.test.ts`): wallets by number (w0, w1, …), no database, no ids. Each
 * write answers what the server must answer (the status, and what it says it paid) and, when
 * taken, changes the model as the rules say. Where several refusals apply, the model gives the
 * server's first (PRODUCT.md does not rank them).
 * The 20-friend limit is out of reach of five wallets (friends/routes.test.ts proves it).
 */
export interface Expected {
  status: number
  /** Whoom the answer says it paid (register, emotion and upload answer it). */
  reward?: number
  /** The balance after an upload, which its answer carries. */
  balance?: number
}

export interface WalletModel {
  member: boolean
  joinedEver: boolean
  balance: number
  svn: number
  showsEmotions: boolean
  /** Every emotion posted in the run, by number: gone once its owner leaves. */
  emotions: Array<{ day: string; present: boolean; cheeredBy: Set<number> }>
  /** Seoul days whose emotion was paid: the wallet's, across leaving. */
  paidEmotionDays: Set<string>
  /** Every photo uploaded in the run, by number: gone when deleted or when its owner leaves. */
  photos: Array<{ present: boolean; likedBy: Set<number> }>
  paidSlots: number
  top9Paid: boolean
  /** Today's cheers and likes given, and images stored (the Seoul day of `EconomyModel.day`). */
  interactions: number
  uploads: number
}

const taken = (reward?: number, balance?: number): Expected => ({ status: 200, reward, balance })
const refused = (status: number): Expected => ({ status })

export class EconomyModel {
  readonly wallets: WalletModel[]
  /** Held Whoom of each pending request, by `requester>target`. */
  private readonly pending = new Map<string, number>()
  /** Friendships, by the pair's numbers in order (`0-2`). */
  private readonly friends = new Set<string>()
  /** Blocks, by `blocker>blocked`. */
  private readonly blocks = new Set<string>()

  constructor(
    wallets: number,
    public day: string,
    private readonly uploadsPerDay: number,
  ) {
    this.wallets = Array.from({ length: wallets }, () => ({
      member: false,
      joinedEver: false,
      balance: 0,
      svn: 3,
      showsEmotions: true,
      emotions: [],
      paidEmotionDays: new Set(),
      photos: [],
      paidSlots: 0,
      top9Paid: false,
      interactions: 0,
      uploads: 0,
    }))
  }

  /** The Seoul day of the next write: the daily allowances start afresh on a new one. */
  startDay(day: string) {
    if (day === this.day) return
    this.day = day
    for (const wallet of this.wallets) {
      wallet.interactions = 0
      wallet.uploads = 0
    }
  }

  /** Allowances the wallet used earlier today (the run's starting state). */
  usedEarlier(w: number, interactions: number, uploads: number) {
    const wallet = this.of(w)
    wallet.interactions += interactions
    wallet.uploads += uploads
  }

  join(w: number, picture: boolean): Expected {
    const wallet = this.of(w)
    if (wallet.member) return refused(409)
    if (picture && wallet.uploads >= this.uploadsPerDay) return refused(429)
    if (picture) wallet.uploads++
    // A new MeMap: SNV 3, details shown; the joining reward once per wallet ever.
    Object.assign(wallet, { member: true, svn: 3, showsEmotions: true })
    const reward = wallet.joinedEver ? 0 : ECONOMY.mintReward
    wallet.joinedEver = true
    wallet.balance += reward
    return taken(reward)
  }

  /**
   * Friendships end without the fee, pending requests either way are refunded, emotions and
   * photos go, the member's own blocks go (others' blocks of the wallet stay). The balance, paid days and slots, the Top 9 bonus, the
   * cheers and likes given and today's allowances stay with the wallet.
   */
  leave(w: number): Expected {
    const wallet = this.of(w)
    if (!wallet.member) return refused(404)
    for (const pair of this.friends) if (this.involves(pair, '-', w)) this.friends.delete(pair)
    for (const [key, amount] of this.pending) {
      if (!this.involves(key, '>', w)) continue
      this.of(Number(key.split('>')[0])).balance += amount
      this.pending.delete(key)
    }
    for (const key of this.blocks) if (key.startsWith(`${w}>`)) this.blocks.delete(key)
    for (const emotion of wallet.emotions) emotion.present = false
    for (const photo of wallet.photos) photo.present = false
    wallet.member = false
    return taken()
  }

  /** One emotion a Seoul day on the profile; +5 once per wallet and Seoul day. */
  postEmotion(w: number): Expected {
    const wallet = this.of(w)
    if (!wallet.member) return refused(403)
    if (wallet.emotions.some((emotion) => emotion.present && emotion.day === this.day))
      return refused(409)
    wallet.emotions.push({ day: this.day, present: true, cheeredBy: new Set() })
    const reward = wallet.paidEmotionDays.has(this.day) ? 0 : ECONOMY.emotionReward
    wallet.paidEmotionDays.add(this.day)
    wallet.balance += reward
    return taken(reward)
  }

  /** `a` cheers emotion number `e` of `owner`. */
  cheer(a: number, owner: number, e: number): Expected {
    const emotion = this.of(owner).emotions[e]
    if (!this.of(a).member) return refused(403)
    if (!emotion?.present) return refused(404)
    if (!this.of(owner).showsEmotions && a !== owner) return refused(403)
    return this.interact(a, owner, emotion.cheeredBy, ECONOMY.cheerReward)
  }

  /** `a` likes photo number `p` of `owner`. */
  like(a: number, owner: number, p: number): Expected {
    const photo = this.of(owner).photos[p]
    if (!this.of(a).member) return refused(403)
    if (!photo?.present) return refused(404)
    return this.interact(a, owner, photo.likedBy, ECONOMY.likeReward)
  }

  /** Not one's own, not across a block, once per thing, 10 a Seoul day; +2 to each side. */
  private interact(a: number, owner: number, given: Set<number>, reward: number): Expected {
    if (a === owner) return refused(400)
    if (this.blocked(a, owner)) return refused(403)
    if (given.has(a)) return refused(409)
    if (this.of(a).interactions >= ECONOMY.dailyInteractions) return refused(429)
    given.add(a)
    this.of(a).interactions++
    this.of(a).balance += reward
    this.of(owner).balance += reward
    return taken()
  }

  /** +5 while the wallet holds fewer than 9 paid slots; +15 the first time the album holds 9. */
  upload(w: number): Expected {
    const wallet = this.of(w)
    if (!wallet.member) return refused(403)
    if (this.photosShown(w) >= ALBUM_SLOTS) return refused(409)
    if (wallet.uploads >= this.uploadsPerDay) return refused(429)
    wallet.uploads++
    wallet.photos.push({ present: true, likedBy: new Set() })
    let reward = 0
    if (wallet.paidSlots < ALBUM_SLOTS) {
      wallet.paidSlots++
      reward += ECONOMY.albumUploadReward
    }
    if (this.photosShown(w) === ALBUM_SLOTS && !wallet.top9Paid) {
      wallet.top9Paid = true
      reward += ECONOMY.albumCompleteReward
    }
    wallet.balance += reward
    return taken(reward, wallet.balance)
  }

  /** `a` deletes photo number `p` of `owner`: −10, and one paid slot back. */
  deletePhoto(a: number, owner: number, p: number): Expected {
    const photo = this.of(owner).photos[p]
    if (a !== owner || !photo?.present) return refused(404)
    const wallet = this.of(a)
    if (wallet.balance < ECONOMY.albumDeletePayment) return refused(400)
    photo.present = false
    wallet.paidSlots = Math.max(0, wallet.paidSlots - 1)
    wallet.balance -= ECONOMY.albumDeletePayment
    return taken()
  }

  /** Holds the target's SNV from `a` until the target answers. */
  request(a: number, target: number): Expected {
    if (a === target) return refused(400)
    if (!this.of(a).member) return refused(403)
    if (!this.of(target).member) return refused(404)
    if (this.blocked(a, target)) return refused(403)
    if (this.friends.has(pairOf(a, target))) return refused(409)
    if (this.pending.has(`${a}>${target}`) || this.pending.has(`${target}>${a}`))
      return refused(409)
    const amount = this.of(target).svn
    if (this.of(a).balance < amount) return refused(400)
    this.of(a).balance -= amount
    this.pending.set(`${a}>${target}`, amount)
    return taken()
  }

  /** `target` answers `requester`: accepted, the held Whoom go to the target; rejected, back. */
  answer(target: number, requester: number, accept: boolean): Expected {
    const key = `${requester}>${target}`
    const amount = this.pending.get(key)
    if (amount === undefined) return refused(404)
    this.pending.delete(key)
    if (accept) {
      this.friends.add(pairOf(requester, target))
      this.of(target).balance += amount
    } else {
      this.of(requester).balance += amount
    }
    return taken()
  }

  /** The one who ends a friendship pays 20. */
  unfriend(a: number, friend: number): Expected {
    if (!this.friends.has(pairOf(a, friend))) return refused(404)
    if (this.of(a).balance < ECONOMY.friendDeletePayment) return refused(400)
    this.friends.delete(pairOf(a, friend))
    this.of(a).balance -= ECONOMY.friendDeletePayment
    return taken()
  }

  /** Ends a friendship without the fee and refunds a request pending either way; again: nothing. */
  block(a: number, target: number): Expected {
    if (a === target) return refused(400)
    if (!this.of(target).member) return refused(404)
    if (this.blocks.has(`${a}>${target}`)) return taken()
    this.blocks.add(`${a}>${target}`)
    this.friends.delete(pairOf(a, target))
    for (const key of [`${a}>${target}`, `${target}>${a}`]) {
      const amount = this.pending.get(key)
      if (amount === undefined) continue
      this.of(Number(key.split('>')[0])).balance += amount
      this.pending.delete(key)
    }
    return taken()
  }

  unblock(a: number, target: number): Expected {
    return this.blocks.delete(`${a}>${target}`) ? taken() : refused(404)
  }

  /** Nobody owns a badge here (none is bought): only the empty list is taken. */
  applyBadges(badges: number[]): Expected {
    return badges.length === 0 ? taken() : refused(400)
  }

  /** The whole balance, of which 1 is the fee: nothing at 1 or less. */
  withdraw(w: number): Expected {
    const wallet = this.of(w)
    if (wallet.balance <= ECONOMY.withdrawalFee) return refused(400)
    wallet.balance = 0
    return taken()
  }

  /**
   * A new SNV (held by later requests, not pending ones), whether emotions are shown, and maybe
   * a new picture (an image stored, as an upload is).
   */
  settings(w: number, svn: number, showsEmotions: boolean, picture: boolean): Expected {
    const wallet = this.of(w)
    if (!wallet.member) return refused(404)
    if (picture && wallet.uploads >= this.uploadsPerDay) return refused(429)
    if (picture) wallet.uploads++
    Object.assign(wallet, { svn, showsEmotions })
    return taken()
  }

  /** Who sent the oldest request pending to `target`, if anyone did. */
  oldestRequestTo(target: number): number | undefined {
    const key = [...this.pending.keys()].find((key) => key.endsWith(`>${target}`))
    return key === undefined ? undefined : Number(key.split('>')[0])
  }

  /** The friend `w` made first, of those it still has. */
  firstFriendOf(w: number): number | undefined {
    const pair = [...this.friends].find((pair) => this.involves(pair, '-', w))
    return pair
      ?.split('-')
      .map(Number)
      .find((other) => other !== w)
  }

  /** The wallet `w` blocked first, of those it still blocks. */
  firstBlockedBy(w: number): number | undefined {
    const key = [...this.blocks].find((key) => key.startsWith(`${w}>`))
    return key === undefined ? undefined : Number(key.split('>')[1])
  }

  /** Wallet `w` of the run. */
  of(w: number): WalletModel {
    const wallet = this.wallets[w]
    if (!wallet) throw new Error(`no wallet w${w} in this run`)
    return wallet
  }

  private photosShown(w: number) {
    return this.of(w).photos.filter((photo) => photo.present).length
  }

  private blocked(a: number, b: number) {
    return this.blocks.has(`${a}>${b}`) || this.blocks.has(`${b}>${a}`)
  }

  private involves(key: string, separator: string, w: number) {
    return key.split(separator).map(Number).includes(w)
  }
}

const pairOf = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`)
