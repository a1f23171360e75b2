// Lint fixture: a board file the others may import.
export const sameSquare = (a: number, b: number) => a === b;
