import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into a text field in one input (a click, then a paste), where a test is about the form and not the
 * keystrokes: `user.type` renders the form once per character, which makes a long form's test slow. Keep
 * `user.type` where the typing itself is under test (a search that waits for the typing to rest, a key press).
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
