/** What to show for a failed request or action: the error's own message, or a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
