import { CONFIG_URL, fetchConfig, fetchConfigEarly } from './earlyConfig';

describe('fetchConfigEarly and fetchConfig', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('asks once, early, uncached; the first fetchConfig takes that answer, the next one asks again', async () => {
    const answers = [new Response('{"early":true}'), new Response('{"later":true}')];
    const fetchMock = jest.fn(async () => answers.shift()!);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    fetchConfigEarly();
    fetchConfigEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      CONFIG_URL,
      expect.objectContaining({ cache: 'no-store' }),
    );
    // Another address is never answered with config.json's early answer.
    answers.unshift(new Response('{"other":true}'));
    expect(await (await fetchConfig('/other.json')).json()).toEqual({ other: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await (await fetchConfig(CONFIG_URL)).json()).toEqual({ early: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await (await fetchConfig(CONFIG_URL)).json()).toEqual({ later: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('an early request that failed fails its taker, with no unhandled rejection before', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('network down');
    }) as unknown as typeof fetch;
    fetchConfigEarly();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(fetchConfig(CONFIG_URL)).rejects.toThrow('network down');
  });
});
