export const badgeTones = ['neutral', 'success', 'info', 'danger', 'warning', 'orange'] as const;
export type BadgeTone = (typeof badgeTones)[number];
