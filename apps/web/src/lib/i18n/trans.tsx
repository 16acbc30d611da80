import { Trans as LinguiTrans } from '@lingui/react';
import type { TransProps } from '@lingui/react';

const holdsTag = (value: unknown): value is string => typeof value === 'string' && value.includes('<');

/**
 * The macros' `<Trans>` (lingui.config.ts names this module). Lingui puts string values into the message and then
 * reads its tags, so a job title such as "Kỹ sư <b>Go</b>" or "<script>…</script>" lost its tags on screen; a value
 * holding "<" is handed over as an element instead, shown exactly as written.
 */
export function Trans(props: TransProps) {
  const { values } = props;
  if (!values || !Object.values(values).some(holdsTag)) return <LinguiTrans {...props} />;
  const shown = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, holdsTag(value) ? <>{value}</> : value]),
  );
  return <LinguiTrans {...props} values={shown} />;
}
