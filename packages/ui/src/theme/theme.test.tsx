import { render } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import { contrastRatio, parseColor } from './contrast';
import { atendeTheme } from './theme';

const AA = 4.5;
const token = theme.getDesignToken(atendeTheme) as unknown as Record<string, string>;
/** The tokens a tag sees: the global ones with the theme's Tag overrides. */
const tagToken = { ...token, ...(atendeTheme.components?.Tag as Record<string, string>) };

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeLessThan(AA); // antd's default tertiary
  });

  it('reads hex and rgb(a) colours', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('rgba(1, 2, 3, 0.5)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
    expect(() => parseColor('teal')).toThrow();
  });
});

describe('atendeTheme meets WCAG AA (4.5:1)', () => {
  const backgrounds = ['colorBgContainer', 'colorBgLayout', 'colorBgElevated', 'colorFillAlter'];
  const texts = [
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorTextHeading',
    'colorTextLabel',
    'colorLink',
    'colorPrimary',
    'colorError',
    'colorWarning',
    'colorSuccess',
  ];

  it.each(texts.flatMap((text) => backgrounds.map((bg) => [text, bg])))('%s on %s', (text, bg) => {
    expect(contrastRatio(token[text]!, token[bg]!)).toBeGreaterThanOrEqual(AA);
  });

  it.each(['Success', 'Info', 'Warning', 'Error'])('status text %s on its background', (status) => {
    expect(
      contrastRatio(token[`color${status}`]!, token[`color${status}Bg`]!),
    ).toBeGreaterThanOrEqual(AA);
  });

  it.each([
    'colorPrimary',
    'colorPrimaryHover',
    'colorPrimaryActive',
    'colorError',
    'colorErrorHover',
    'colorErrorActive',
    'colorSuccess',
  ])('white text on %s (buttons, hovered and pressed too)', (key) => {
    expect(contrastRatio(token.colorTextLightSolid!, token[key]!)).toBeGreaterThanOrEqual(AA);
  });

  it.each(['colorLinkHover', 'colorLinkActive', 'colorPrimaryTextHover', 'colorErrorTextHover'])(
    '%s on the container (hovered links and texts)',
    (key) => {
      expect(contrastRatio(token[key]!, token.colorBgContainer!)).toBeGreaterThanOrEqual(AA);
    },
  );

  const presets = [
    'blue',
    'purple',
    'cyan',
    'green',
    'magenta',
    'pink',
    'red',
    'orange',
    'yellow',
    'volcano',
    'geekblue',
    'lime',
    'gold',
  ];
  it.each(presets)('tag preset %s: text on its light background', (preset) => {
    expect(contrastRatio(tagToken[`${preset}7`]!, tagToken[`${preset}1`]!)).toBeGreaterThanOrEqual(
      AA,
    );
  });

  it("antd's default tag colours would fail, the theme's are what tags draw", () => {
    const defaults = theme.getDesignToken() as unknown as Record<string, string>;
    expect(contrastRatio(defaults.green7!, defaults.green1!)).toBeLessThan(AA);
    render(
      <ConfigProvider theme={atendeTheme}>
        <Tag color="green">ok</Tag>
      </ConfigProvider>,
    );
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(/\.ant-tag-green\{color:#237804/);
  });
});
