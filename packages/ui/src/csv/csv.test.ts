import { rowsToCsv } from './csv';

describe('rowsToCsv', () => {
  it('writes the header then one line per row', () => {
    const rows = [
      { name: 'Ana', phone: '+5511' },
      { name: 'Bo', phone: null },
    ];
    const csv = rowsToCsv(
      rows,
      [
        { title: 'Name', value: (r) => r.name },
        { title: 'Phone', value: (r) => r.phone },
      ],
      { bom: false },
    );
    expect(csv).toBe("Name;Phone\r\nAna;'+5511\r\nBo;\r\n");
  });
});
