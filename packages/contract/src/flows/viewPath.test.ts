import { flowViewPath, parseFlowViewPath, type FlowViewParts } from './viewPath';

// Seed 000 §2.1: view-fluxo is
// /fluxo/view/{id}-{name}-{channel}-{flowMessage}-{startDate}-{endDate}-{flowExitMessage}-{flowLeaveMessage}.
const parts: FlowViewParts = {
  id: 12,
  name: 'Sales bot',
  channel: 1,
  flowMessage: 'hello',
  startDate: '2026-01-02T08:00:00',
  endDate: '',
  flowExitMessage: 'Salida',
  flowLeaveMessage: 'Hasta luego, muchas gracias por comunicarse con nosotros',
};

describe('flowViewPath / parseFlowViewPath', () => {
  it('writes the eight parts joined by - under /fluxo/view/', () => {
    const path = flowViewPath({ ...parts, startDate: '2026', name: 'bot' });
    expect(path).toBe(
      '/fluxo/view/12-bot-1-hello-2026--Salida-Hasta%20luego%2C%20muchas%20gracias%20por%20comunicarse%20con%20nosotros',
    );
  });

  it('round-trips names and messages with -, /, %, spaces, emoji and line breaks', () => {
    const tricky: FlowViewParts = {
      ...parts,
      name: 'a-b/c%d 50%-off ✓ v1.2',
      flowMessage: 'line 1\nline-2 / %41',
      endDate: '2026-12-31T23:59:00.000Z',
      flowExitMessage: '--',
      flowLeaveMessage: '%2D',
    };
    const path = flowViewPath(tricky);
    expect(path.startsWith('/fluxo/view/')).toBe(true);
    expect(path.slice('/fluxo/view/'.length)).not.toContain('/');
    // No dot: a static server's single-page fallback would take it for a file.
    expect(path).not.toContain('.');
    expect(path.slice('/fluxo/view/'.length).split('-')).toHaveLength(8);
    expect(parseFlowViewPath(path.slice('/fluxo/view/'.length))).toEqual(tricky);
    expect(parseFlowViewPath(path)).toEqual(tricky);
  });

  it('keeps a new flow (id 0) and empty parts', () => {
    const empty: FlowViewParts = { ...parts, id: 0, name: '', flowMessage: '', endDate: '' };
    expect(parseFlowViewPath(flowViewPath(empty))).toEqual(empty);
  });

  it('refuses a segment that is not eight well-formed parts', () => {
    expect(parseFlowViewPath('')).toBeNull();
    expect(parseFlowViewPath('12-bot-1-hello-2026--Salida')).toBeNull();
    expect(parseFlowViewPath('12-bot-1-hello-2026--Salida-bye-extra')).toBeNull();
    expect(parseFlowViewPath('x-bot-1-hello-2026--Salida-bye')).toBeNull();
    expect(parseFlowViewPath('12-bot-1.5-hello-2026--Salida-bye')).toBeNull();
    expect(parseFlowViewPath('12-bot%E0%A4%A-1-hello-2026--Salida-bye')).toBeNull();
    expect(parseFlowViewPath('12-bot-1-hello-2026--Salida-bye')).toEqual({
      id: 12,
      name: 'bot',
      channel: 1,
      flowMessage: 'hello',
      startDate: '2026',
      endDate: '',
      flowExitMessage: 'Salida',
      flowLeaveMessage: 'bye',
    });
  });
});
