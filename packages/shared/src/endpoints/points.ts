import { ownerEndpoint, publicEndpoint } from '../endpoint.ts'
import type { textSchema } from '../envelope.ts'
import type * as points from '../points.ts'

// Whoom: the balance, its history, the withdrawal to the chain, the token's on-chain balance
// (PRODUCT.md §7, §14).

export const pointBalance = ownerEndpoint<{
  query: typeof points.checkUserPointQuerySchema
  data: typeof points.pointBalanceSchema
}>('GET', '/point/check-user')

export const pointHistory = ownerEndpoint<{
  query: typeof points.pageQuerySchema
  data: typeof points.pointHistoryPageSchema
}>('GET', '/point/history/list')

/** Answers the withdrawal's transaction hash. */
export const withdraw = ownerEndpoint<{
  body: typeof points.withdrawFieldsSchema
  form: true
  data: typeof textSchema
}>('POST', '/withdraw', 'form')

export const tokenBalance = publicEndpoint<{
  params: typeof points.erc20BalanceParamsSchema
  query: typeof points.erc20BalanceQuerySchema
  data: typeof points.erc20BalanceSchema
}>('GET', '/erc20/:tokenContract/balanceOf')
