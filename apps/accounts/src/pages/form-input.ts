/**
 * A text field of a submitted form (@fastify/formbody): the value, or '' when it is missing or was sent more
 * than once (a repeated field is not something our forms send).
 */
export function formText(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}
