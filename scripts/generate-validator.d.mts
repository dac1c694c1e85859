export function generateValidator(): void;
