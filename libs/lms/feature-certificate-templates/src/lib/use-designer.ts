import { type KeyboardEvent, useMemo, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  CERTIFICATE_PAGE,
  type CertificateElement,
  type CertificateTemplateBody,
  certificateLayout,
} from '@platform/contract';
import { useTranslate } from '@platform/ui';
import { ARROW_STEPS, clamp, freshKey, type NewElement, SAMPLE_URL } from './designer-model';
import { sampleValues } from './starter';

/**
 * The designer's state over the template form: the elements, the selected one, the page's layout with sample values,
 * and the moves (add, remove, arrow keys: Shift moves 10 points, and the move is announced in `said`).
 */
export function useDesigner(canManage: boolean) {
  const t = useTranslate();
  const { control, setValue, getValues } = useFormContext<CertificateTemplateBody>();
  const { append, remove } = useFieldArray({ control, name: 'elements', keyName: 'field_key' });
  const watched = useWatch({ control, name: 'elements' });
  const elements = useMemo(() => (watched ?? []) as CertificateElement[], [watched]);
  const orientation = useWatch({ control, name: 'orientation' }) ?? 'landscape';
  const title = useWatch({ control, name: 'title' }) ?? '';
  const titleEn = useWatch({ control, name: 'title_en' });
  const background = useWatch({ control, name: 'background_file_id' });
  const [selected, setSelected] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const page = CERTIFICATE_PAGE[orientation];
  const index = elements.findIndex((e) => e.key === selected);

  const layout = useMemo(
    () => certificateLayout({ orientation, elements }, sampleValues(t, title, titleEn), SAMPLE_URL),
    [orientation, elements, t, title, titleEn],
  );
  const nameOf = (e: Pick<CertificateElement, 'kind' | 'text'>) => {
    if (e.kind === 'qr') return t('certificate_pages.element.kind.qr');
    if (e.kind === 'image') return t('certificate_pages.element.kind.image');
    return t('certificate_pages.element.kind.text', { text: e.text.slice(0, 60) });
  };

  function add(element: NewElement, base: string) {
    const key = freshKey(elements, base);
    append({ ...element, key });
    setSelected(key);
  }

  function removeSelected() {
    remove(index);
    setSelected(null);
  }

  function move(key: string, event: KeyboardEvent<HTMLElement>) {
    const step = ARROW_STEPS[event.key];
    // the form's values now, not this render's: a second key press (or a held key's repeats) can arrive before
    // React re-renders with the first move, and would otherwise start again from the old position
    const current = (getValues('elements') ?? []) as CertificateElement[];
    const i = current.findIndex((e) => e.key === key);
    const element = current[i];
    if (!step || !element || !canManage) return;
    event.preventDefault();
    const by = event.shiftKey ? 10 : 1;
    const height = element.kind === 'qr' ? element.width : element.height;
    const x = clamp(element.x + step[0] * by, 0, page.width - element.width);
    const y = clamp(element.y + step[1] * by, 0, page.height - height);
    setValue(`elements.${i}.x`, x, { shouldDirty: true });
    setValue(`elements.${i}.y`, y, { shouldDirty: true });
    setSaid(t('certificate_pages.designer.moved', { name: nameOf(element), x, y }));
  }

  return {
    elements,
    background,
    layout,
    selected,
    setSelected,
    index,
    current: index >= 0 ? elements[index] : undefined,
    said,
    nameOf,
    add,
    removeSelected,
    move,
  };
}

export type Designer = ReturnType<typeof useDesigner>;
