export { CsvImportCard } from './CsvImportCard';
export { ImportReportTable } from './ImportReportTable';
