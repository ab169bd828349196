export { DiffView, type DiffViewProps } from './DiffView';
export { parseUnifiedDiff, type DiffLine, type DiffLineType } from './parseUnifiedDiff';
