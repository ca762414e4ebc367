/** The answer of a post above the page: what was done (a status), or the API's refusal (an alert). */
export function ActionMessage({ answer }: { answer: { kind: string; message?: string } | undefined }) {
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
