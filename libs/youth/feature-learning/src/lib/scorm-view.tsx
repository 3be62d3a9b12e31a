import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { PlayerMenu, ScormLaunch, ScormPlayerMessage } from '@platform/contract';
import { ContentLoader, LoadErrorAlert, useLocalName, useTranslate } from '@platform/ui';
import { useScormLaunch } from '@platform/youth-data-access-learning';

type MenuLesson = PlayerMenu['modules'][number]['lessons'][number];
type Saving = 'idle' | 'saving' | 'saved' | 'failed';

const STATUS: Record<Saving, string> = {
  idle: 'course_learning.scorm.intro',
  saving: 'course_learning.scorm.saving',
  saved: 'course_learning.scorm.saved',
  failed: 'course_learning.scorm.save_failed',
};

export interface ScormViewProps {
  courseId: number;
  lesson: MenuLesson;
  /** The lesson completed (the runtime reported it): the outline and progress refresh. */
  onChanged: () => void;
}

/**
 * A SCORM lesson (ADR 0102): the gateway's player page in a frame — scorm-again and the package run on the gateway's
 * origin, never on the portal's — with a line saying whether the learner's progress is saved. Only messages from
 * that frame's window and origin count.
 */
export function ScormView({ courseId, lesson, onChanged }: ScormViewProps) {
  const t = useTranslate();
  const local = useLocalName();
  const { trigger } = useScormLaunch();
  const [launch, setLaunch] = useState<ScormLaunch | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState<Saving>('idle');
  const frame = useRef<HTMLIFrameElement>(null);
  const title = local(lesson.title, lesson.title_en);

  useEffect(() => {
    let live = true;
    trigger({ params: { id: courseId, lessonId: lesson.id } }).then(
      (answer) => live && setLaunch(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [trigger, courseId, lesson.id, attempt]);

  const done = lesson.completed;
  useEffect(() => {
    if (!launch) return;
    const origin = new URL(launch.url).origin;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const message = event.data as ScormPlayerMessage | null;
      if (message?.type !== 'scorm-player') return;
      if (message.event === 'saving') setSaving('saving');
      else if (message.event === 'save_failed') setSaving('failed');
      else if (message.event === 'saved') {
        setSaving('saved');
        if (message.completed && !done) onChanged();
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [launch, done, onChanged]);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="player-content-title" component="h2" variant="h5">
        {title}
      </Typography>
      {failed ? (
        <LoadErrorAlert
          messageId="course_learning.scorm.load_failed"
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      ) : !launch ? (
        <ContentLoader />
      ) : (
        <>
          <Typography variant="body2" role="status" color={saving === 'failed' ? 'error' : 'text.secondary'}>
            {t(STATUS[saving])}
          </Typography>
          <Box
            component="iframe"
            ref={frame}
            src={launch.url}
            title={t('course_learning.scorm.frame', { title })}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-modals"
            allow="fullscreen"
            referrerPolicy="no-referrer"
            sx={{
              display: 'block',
              width: '100%',
              height: { xs: '70vh', md: '75vh' },
              minHeight: 360,
              border: 0,
            }}
          />
        </>
      )}
    </Box>
  );
}
