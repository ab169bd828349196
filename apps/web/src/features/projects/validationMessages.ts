import { URL_MESSAGE } from '@spyglass/api/schema';

/**
 * The project schema speaks English (SPEC §5 gives the exact sentences, and the
 * server answers with them). The form shows each in the user's language via
 * these keys of the `projects` namespace; an unknown message shows as written.
 */
export const projectMessageKeys: Record<string, string> = {
  'Name must be at least 3 characters': 'validation.nameMin',
  'Name must be less than 50 characters': 'validation.nameMax',
  'Description must be at least 3 characters': 'validation.descriptionMin',
  'Description must be less than 250 characters': 'validation.descriptionMax',
  [URL_MESSAGE]: 'validation.url',
  'URL must be less than 2048 characters': 'validation.urlMax',
};

export function projectMessageKey(message: string): string | undefined {
  return projectMessageKeys[message];
}
