import { ConfigContext } from 'antd/es/config-provider';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useMessageStyle from 'antd/es/message/style';
import { useContext, useEffect, useState } from 'react';
import { whenIdle } from '../idle/whenIdle';

/** Registers antd's message styles, as the first snackbar's list would (same prefix, same theme). */
function MessageStyles() {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('message');
  useMessageStyle(prefixCls, useCSSVarCls(prefixCls));
  return null;
}

/**
 * Inserts the snackbars' styles when the page is first idle, so the first snackbar does not insert
 * them (and restyle the page) in the task that shows it: after a 1,000-step auto-layout that task was
 * a long one (issue 18). Renders nothing; `UiProviders` mounts it inside antd's `App`.
 */
export function SnackbarStyles() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? <MessageStyles /> : null;
}
