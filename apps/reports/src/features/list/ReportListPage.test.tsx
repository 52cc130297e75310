import { sessionStore } from '@atende/api-client';
import { errorAnswer, fakeApi, type FakeApi } from '@atende/api-client/testing';
import type { Report } from '@atende/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loginManager } from '@atende/api-client/testing';
import { renderReports, resetReports } from '../../testing/renderReports';
import { ReportListPage } from './ReportListPage';

const REPORTS: Report[] = [
  {
    report_Id: 1,
    report_Code: 'dashboard:1',
    report_Name: 'Attendance summary',
    report_Data: 'dashboard',
    report_Parameter: '1',
  },
  {
    report_Id: 2,
    report_Code: 'question:2',
    report_Name: 'Agent performance',
    report_Data: 'question',
    report_Parameter: '2',
  },
];

let api: FakeApi;
let signed = 0;

function tokenAnswer() {
  signed += 1;
  const exp = Math.floor(Date.now() / 1000) + 600;
  return {
    token: `t${signed}`,
    embed_Url: `http://api.test/embed/dashboard/t${signed}#bordered=true&titled=true`,
    exp,
  };
}

function renderList(path = '/reports') {
  loginManager({ Report: 2 });
  return renderReports(<ReportListPage />, { levels: { Report: 2 }, path });
}

beforeEach(async () => {
  await resetReports();
  signed = 0;
  api = fakeApi({ List_Reports_User: REPORTS, Token_Metabase: () => tokenAnswer() });
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

describe('report list and viewer (seed 001 §2, §7, §9)', () => {
  it("lists the user's reports and opens one in the frame; Escape closes and gives focus back", async () => {
    renderList();
    // The first list of the run loads pro-components (a lazy module): give it time under load.
    await screen.findByText('Agent performance', {}, { timeout: 90_000 });
    const open = screen.getByLabelText('Open the report Attendance summary');
    open.focus();
    fireEvent.click(open);
    const frame = await screen.findByTestId('report-frame');
    expect(frame.getAttribute('src')).toBe(
      'http://api.test/embed/dashboard/t1#bordered=true&titled=true',
    );
    expect(frame.getAttribute('title')).toBe('Report Attendance summary');
    expect(api.callsTo('GET Token_Metabase')[0]?.query).toMatchObject({
      visualization_type: 'dashboard',
      visualization_id: '1',
      key: 'dashboard:1',
      locale: 'en',
    });
    fireEvent.keyDown(frame, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByTestId('report-frame')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));
  }, 120_000);

  it('renews the token before it expires while the report stays open', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    renderList();
    fireEvent.click(await screen.findByLabelText('Open the report Agent performance'));
    await waitFor(() =>
      expect(screen.getByTestId('report-frame').getAttribute('src')).toContain('/t1#'),
    );
    // 10 minutes of life, renewed a minute before the end: not at 8 minutes, at 9.
    await act(async () => void jest.advanceTimersByTime(8 * 60_000));
    expect(api.callsTo('GET Token_Metabase')).toHaveLength(1);
    await act(async () => void jest.advanceTimersByTime(60_000));
    await waitFor(() =>
      expect(screen.getByTestId('report-frame').getAttribute('src')).toContain('/t2#'),
    );
    fireEvent.click(screen.getByTestId('report-close'));
    await waitFor(() => expect(screen.queryByTestId('report-frame')).toBeNull());
    await act(async () => void jest.advanceTimersByTime(20 * 60_000));
    expect(api.callsTo('GET Token_Metabase')).toHaveLength(2);
  });

  it('opens the report named by /reports/update?report=<id>', async () => {
    renderList('/reports/update?report=2');
    expect((await screen.findByTestId('report-frame')).getAttribute('title')).toBe(
      'Report Agent performance',
    );
  });

  it('shows a translated error with Try again when the token is refused', async () => {
    api.answer('Token_Metabase', () => errorAnswer(403, 'forbidden'));
    renderList();
    fireEvent.click(await screen.findByLabelText('Open the report Attendance summary'));
    expect(await screen.findByText('The report could not be opened.')).toBeTruthy();
    expect(screen.queryByTestId('report-frame')).toBeNull();
  });

  it('logs the user out when the report list cannot be read (seed 001 §8)', async () => {
    api.answer('List_Reports_User', () => errorAnswer(500, 'internal'));
    renderList();
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
  });
});
