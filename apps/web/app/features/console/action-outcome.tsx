/** What a console page's post did, above the page: done (read out politely) or refused (an alert). */
export function ActionOutcome({ answer }: { answer: { kind: string; message?: string } | undefined }) {
  if (answer?.kind === 'done') {
    return (
      <p className="console-alert" role="status">
        {answer.message}
      </p>
    );
  }
  if (answer?.kind === 'refused') {
    return (
      <p className="console-alert console-alert--error" role="alert">
        {answer.message}
      </p>
    );
  }
  return null;
}
