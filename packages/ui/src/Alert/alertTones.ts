export const alertTones = ['info', 'success', 'destructive'] as const;
export type AlertTone = (typeof alertTones)[number];
