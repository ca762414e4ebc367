import { OPERATOR_PERMISSION_LABELS, OPERATOR_ROLE_LABELS } from '@hanabi/contract';
import { Link } from 'react-router';
import { consoleMeta } from '../features/console/console-meta.ts';
import { sectionsFor } from '../features/console/console-sections.ts';
import { requireOperator } from '../features/console/operator-session.server.ts';
import type { Route } from './+types/admin-home';

export const meta: Route.MetaFunction = () => consoleMeta('ホーム');

export async function loader(args: Route.LoaderArgs) {
  return { operator: await requireOperator(args) };
}

/** The console's home: the sections the operator's role opens (the others are not shown), and what it may do. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { operator } = loaderData;
  const sections = sectionsFor(operator.permissions);
  return (
    <div className="console-page">
      <h1 className="console-page__title">ホーム</h1>
      <p>
        {operator.name}さん（{OPERATOR_ROLE_LABELS[operator.role]}）としてログインしています。
      </p>
      {sections.length > 0 ? (
        <ul className="console-sections">
          {sections.map((section) => (
            <li key={section.path} className="console-sections__item">
              <Link to={section.path} className="console-sections__link">
                {section.label}
              </Link>
              <p>{section.description}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="console-alert" role="status">
          あなたの権限で開ける画面は、まだありません。
        </p>
      )}
      <section aria-labelledby="permissions-heading">
        <h2 id="permissions-heading" className="console-section-heading">
          あなたの権限でできること
        </h2>
        <ul className="console-permissions">
          {operator.permissions.map((permission) => (
            <li key={permission}>{OPERATOR_PERMISSION_LABELS[permission]}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
