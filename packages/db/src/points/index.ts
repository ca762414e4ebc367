export {
  type GrantInput,
  type GrantKind,
  type GrantResult,
  grantPoints,
  type PointBalances,
  pointBalances,
} from './ledger.ts';
