import theme from 'antd/es/theme';
import { STATIC_THEME_TOKENS, type StaticThemeToken } from './staticTokens';
import { atendeTheme } from './theme';

const designToken = theme.getDesignToken(atendeTheme) as unknown as Record<string, unknown>;

/** antd writes some long values over several lines: compare them with spaces collapsed. */
function normalised(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value;
}

describe('STATIC_THEME_TOKENS', () => {
  it.each(Object.keys(STATIC_THEME_TOKENS) as StaticThemeToken[])(
    '%s equals the product theme’s design token',
    (name) => {
      expect(designToken[name]).toBeDefined();
      expect(normalised(STATIC_THEME_TOKENS[name])).toEqual(normalised(designToken[name]));
    },
  );

  it('fails when the theme changes a value it copies', () => {
    const changed = theme.getDesignToken({
      ...atendeTheme,
      token: { ...atendeTheme.token, colorPrimary: '#722ed1' },
    }) as unknown as Record<string, unknown>;
    expect(changed.colorPrimary).not.toEqual(STATIC_THEME_TOKENS.colorPrimary);
    expect(changed.colorPrimaryBorder).not.toEqual(STATIC_THEME_TOKENS.colorPrimaryBorder);
  });
});
