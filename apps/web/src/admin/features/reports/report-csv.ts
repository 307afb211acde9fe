import { financeReportColumns, formatMoney, type AdminFinanceReport } from '@lottery/contracts';

const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
// Plain numbers (no thousands separators), so a spreadsheet reads them as numbers.
const yuan = (milli: number) => formatMoney(milli).replace(/,/g, '');

/** The table as CSV: a row a day and the total, amounts in yuan with the ledger's sign. */
export const financeReportCsv = (report: AdminFinanceReport): string => {
  const header = ['日期', ...financeReportColumns.map((column) => column.label), '净额', '笔数'];
  const rows = [
    ...report.days.map((day) => ({ label: day.day, row: day })),
    { label: '合计', row: report.total },
  ].map(({ label, row }) => [
    label,
    ...financeReportColumns.map((column) => yuan(row.amounts[column.key])),
    yuan(row.net),
    String(row.entries),
  ]);
  // The byte order mark makes Excel read the Chinese headers as UTF-8.
  return `\uFEFF${[header, ...rows].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
};

export const downloadCsv = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
};
