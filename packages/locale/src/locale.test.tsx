/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_STORAGE_KEY,
  antdLocaleFor,
  getLanguage,
  i18n,
  initLocale,
  setLanguage,
  useAntdLocale,
  useLanguage,
} from './index';

beforeAll(() => {
  localStorage.clear();
  initLocale({ language: 'en' });
});

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('initLocale', () => {
  it('initialises the one instance synchronously with every namespace', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('MyLogin.incorrectCredentials')).toBe('User or password wrong');
    expect(i18n.t('common:MyLogin.errorInLogin')).toBe('Error querying username and password');
    expect(i18n.t('shell:title')).toBe('Atende');
    expect(i18n.t('Password.minCharacters', { count: 8 })).toBe(
      'The password must have at least 8 characters',
    );
  });

  it('is idempotent and merges extra resources', () => {
    const again = initLocale({ resources: { en: { admin: { extra: 'Extra text' } } } });
    expect(again).toBe(i18n);
    expect(i18n.t('admin:extra')).toBe('Extra text');
    expect(i18n.t('admin:title')).toBe('Administration');
    expect(getLanguage()).toBe('en');
  });

  it('falls back to common from an app namespace', () => {
    expect(i18n.t('agentDesk:transferSuccess')).toBe('Transferred successfully');
  });
});

// Seed 000 §1: "A language selector changes it at any time."
describe('setLanguage', () => {
  it('switches i18next, dayjs and the antd locale, and keeps the choice', async () => {
    await expect(setLanguage('pt-BR')).resolves.toBe('pt');
    expect(getLanguage()).toBe('pt');
    expect(i18n.language).toBe('pt');
    expect(i18n.t('MyLogin.incorrectCredentials')).toBe('Usuário ou senha incorretos');
    expect(i18n.t('transferSuccess')).toBe('Transferido com Sucesso');
    expect(dayjs.locale()).toBe('pt-br');
    expect(dayjs('2024-01-15').format('MMMM')).toBe('janeiro');
    expect(antdLocaleFor(getLanguage()).locale).toBe('pt-br');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');

    await setLanguage('es');
    expect(i18n.t('availability.unavailable')).toBe('No Disponible');
    expect(dayjs.locale()).toBe('es');
    expect(dayjs('2024-01-15').format('MMMM')).toBe('enero');
    expect(antdLocaleFor(getLanguage()).locale).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');

    await setLanguage('en');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs('2024-01-15').format('MMMM')).toBe('January');
    expect(antdLocaleFor(getLanguage()).locale).toBe('en');
  });

  it('falls back to en for an unsupported language', async () => {
    await setLanguage('es');
    await expect(setLanguage('fr')).resolves.toBe('en');
    expect(i18n.t('MyLogin.incorrectCredentials')).toBe('User or password wrong');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});

describe('antdLocaleFor', () => {
  it('maps each language to the antd locale', () => {
    expect(antdLocaleFor('pt').locale).toBe('pt-br');
    expect(antdLocaleFor('en').locale).toBe('en');
    expect(antdLocaleFor('es').locale).toBe('es');
    expect(antdLocaleFor('de').locale).toBe('en');
    expect(antdLocaleFor('pt').Pagination).toBeDefined();
  });
});

describe('React hooks', () => {
  it('useLanguage re-renders on change and can change the language', async () => {
    const { result } = renderHook(() => ({ lang: useLanguage(), antd: useAntdLocale() }));
    expect(result.current.lang[0]).toBe('en');
    expect(result.current.antd.locale).toBe('en');
    await act(async () => {
      await result.current.lang[1]('es-AR');
    });
    expect(result.current.lang[0]).toBe('es');
    expect(result.current.antd.locale).toBe('es');
    await act(async () => {
      await setLanguage('pt');
    });
    expect(result.current.lang[0]).toBe('pt');
  });

  it('react-i18next components translate with the shared instance and follow changes', async () => {
    function Greeting() {
      const { t } = useTranslation('agentDesk');
      return <p>{t('waiting')}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('Waiting')).toBeTruthy();
    await act(async () => {
      await setLanguage('pt');
    });
    expect(screen.getByText('Em espera')).toBeTruthy();
  });
});
