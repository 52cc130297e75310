import { AreaRoutesView } from './AreaRoutesView';
import type { ManagerAreaProps } from './ManagerArea';
import { ManagerFrameView } from './ManagerFrameView';

/** See `ManagerArea`. */
export function ManagerAreaView({ remote, pages, ...frame }: ManagerAreaProps) {
  return (
    <ManagerFrameView {...frame}>
      <AreaRoutesView remote={remote} pages={pages} />
    </ManagerFrameView>
  );
}
