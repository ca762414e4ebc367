import type { PointSpend } from '@hanabi/contract';
import { formatPoints } from '../../lib/format.ts';
import type { PointBalances } from './purchase-offer.ts';
import './purchase.css';

interface PointTableProps {
  balances: PointBalances;
  spend: PointSpend;
  after: PointBalances;
}

/** Each kind of point: what the viewer holds, what this purchase uses, and what is left afterwards. */
export function PointTable({ balances, spend, after }: PointTableProps) {
  const rows = [
    { label: 'ギフトポイント', held: balances.gift, used: spend.gift, left: after.gift },
    { label: 'フェスタポイント', held: balances.festa, used: spend.festa, left: after.festa },
    {
      label: '合計',
      held: balances.gift + balances.festa,
      used: spend.gift + spend.festa,
      left: after.gift + after.festa,
    },
  ];
  return (
    <table className="point-table">
      <caption className="visually-hidden">ポイントの内訳</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">保有</th>
          <th scope="col">使用</th>
          <th scope="col">購入後</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{formatPoints(row.held)}</td>
            <td className="point-table__used">{formatPoints(row.used)}</td>
            <td>{formatPoints(row.left)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
