import type { Address } from '@memap/shared/address'
import type { PublicConfig } from '@memap/shared/config'
import type { UserInfo } from '@memap/shared/profile'

/** The member signed in, in the tests (anvil's second dev account). */
export const MEMBER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Another member (anvil's third dev account). */
export const OTHER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** `GET /v0/config` as the devnet answers it. */
export const PUBLIC_CONFIG: PublicConfig = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8080/v0/rpc',
  contracts: {
    nft: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    main: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    badge: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  },
  walletConnectProjectId: '',
  telegramBotId: null,
  version: 'test',
  pushPublicKey: null,
  links: { community: null, contactEmail: null, whitePaper: null, x: null, telegram: null },
}

/** `GET /v0/user/info` of `MEMBER` seen by itself; `change` sets what a test needs. */
export function userInfo(change: Partial<UserInfo> = {}): UserInfo {
  return {
    WalletAddr: MEMBER,
    Name: 'Ann',
    Description: 'Hello from Seoul',
    ProfileImage: '',
    Svn: 10,
    OpenProfile: true,
    NftName: 'MeMap #1',
    TokenId: '1',
    X: '',
    Telegram: '',
    Linkedin: '',
    CustomUrl: '',
    Today: 0,
    DailyLikes: 0,
    DailyCheers: 0,
    EmotionPostingStatus: false,
    UserEmotion: null,
    IdentityGraph: [],
    FriendType: 0,
    FriendDate: null,
    Blocked: false,
    BlockedEitherWay: false,
    ...change,
  }
}
