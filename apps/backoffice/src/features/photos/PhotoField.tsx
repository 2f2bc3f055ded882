import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ApiError } from '../../api/client';
import { useErrorText, useT } from '../../i18n';
import { Button, Choice, Dialog } from '../../ui';
import { photoMessages } from './messages';
import {
  ASPECTS,
  cropParam,
  fileProblem,
  frameScale,
  initialFrame,
  isHeif,
  minSideOf,
  moveFrame,
  PHOTO_ACCEPT,
  scaleFrame,
  tooSmall,
  type Frame,
  type PhotoPurpose,
} from './photo-rules';
import { previewSrc, uploadPhoto } from './upload-photo';
import './photos.css';

type Shape = keyof typeof ASPECTS;

interface Pending {
  file: File;
  /** a data: address (the back office's CSP allows data:, not blob:); null: no preview (HEIC) */
  dataUrl: string | null;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/**
 * A picture of a product, category, banner, promotion or logo: shows the current one, takes a
 * photo (JPEG, PNG, WebP, HEIC), lets the member frame it (square, 4:3 or whole), uploads it to
 * POST /admin/v1/media/images and hands the new key and address to `onChange`. The form around
 * it saves the key.
 */
export function PhotoField(props: {
  label: string;
  value: string /* imageKey */;
  imageUrl?: string;
  onChange(imageKey: string, imageUrl: string): void;
  retailNetworkId: number;
  disabled?: boolean;
  /** `logo`: wide and low pictures are taken (40 px), and the whole picture is the default shape */
  purpose?: PhotoPurpose;
}) {
  const { label, value, imageUrl, onChange, retailNetworkId, disabled, purpose = 'photo' } = props;
  const minSide = minSideOf(purpose);
  const t = useT(photoMessages);
  const errorText = useErrorText();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  const choose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    setStatus(null);
    const problem = fileProblem(file);
    if (problem) return setError(t(problem));
    setError(null);
    if (isHeif(file)) return setPending({ file, dataUrl: null });
    try {
      setPending({ file, dataUrl: await readAsDataUrl(file) });
    } catch {
      setError(t('unreadable'));
    }
  };

  const send = async (crop: string | null) => {
    if (!pending) return;
    const { file } = pending;
    setPending(null);
    setProgress(0);
    try {
      const uploaded = await uploadPhoto(file, retailNetworkId, crop, setProgress, purpose);
      onChange(uploaded.key, uploaded.imageUrl);
      setStatus(t('uploaded'));
    } catch (err) {
      setError(uploadError(err));
    } finally {
      setProgress(null);
    }
  };

  const uploadError = (err: unknown): string => {
    if (err instanceof ApiError) {
      if (err.code === 'IMAGE_TOO_LARGE') return t('tooBig');
      if (err.code === 'UNSUPPORTED_IMAGE') return t('notImage');
      if (err.code === 'IMAGE_TOO_SMALL' || err.code === 'IMAGE_CROP_OUTSIDE')
        return t('failed', { message: err.message });
    }
    return t('failed', { message: errorText(err) });
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <fieldset className="bo-photo" aria-describedby={`${id}-hint`} disabled={disabled}>
      <legend className="bo-field__label">{label}</legend>
      <div className="bo-photo__row">
        <div className="bo-photo__preview">
          {imageUrl ? (
            <img src={previewSrc(imageUrl)} alt={t('current', { label })} width={120} height={120} />
          ) : (
            <span className="bo-photo__none">{t('none')}</span>
          )}
        </div>
        <div className="bo-photo__actions">
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            accept={PHOTO_ACCEPT}
            className="bo-visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button
            busy={busy}
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          >
            {value ? t('replace') : t('choose')}
          </Button>
          <p id={`${id}-hint`} className="bo-field__hint">
            {t('hint', { min: minSide })}
          </p>
          {busy ? (
            <div className="bo-photo__progress">
              <progress max={100} value={percent} aria-label={t('uploading', { percent })} />
              <span role="status">{percent < 100 ? t('uploading', { percent }) : t('processing')}</span>
            </div>
          ) : null}
          {error ? (
            <p id={`${id}-error`} className="bo-field__error" role="alert">
              {error}
            </p>
          ) : null}
          {status && !error ? (
            <p className="bo-field__hint" role="status">
              {status}
            </p>
          ) : null}
        </div>
      </div>
      {pending ? (
        <CropDialog
          pending={pending}
          purpose={purpose}
          onCancel={() => setPending(null)}
          onUpload={(crop) => void send(crop)}
          onUnreadable={() => {
            setPending(null);
            setError(t('unreadable'));
          }}
          onTooSmall={(width, height) => {
            setPending(null);
            setError(t('tooSmall', { width, height, min: minSide }));
          }}
        />
      ) : null}
    </fieldset>
  );
}

/** a keyboard nudge, in picture pixels (Shift: five times) */
const NUDGE = 10;

function CropDialog({
  pending,
  purpose,
  onCancel,
  onUpload,
  onUnreadable,
  onTooSmall,
}: {
  pending: Pending;
  purpose: PhotoPurpose;
  onCancel: () => void;
  onUpload: (crop: string | null) => void;
  onUnreadable: () => void;
  onTooSmall: (width: number, height: number) => void;
}) {
  const t = useT(photoMessages);
  const imgRef = useRef<HTMLImageElement>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [shape, setShape] = useState<Shape>(purpose === 'logo' ? 'whole' : 'square');
  const [frame, setFrame] = useState<Frame | null>(null);
  const [scale, setScale] = useState(1);
  const drag = useRef<{ x: number; y: number; frame: Frame } | null>(null);

  // the drawn size changes with the window: the frame is drawn from the image's own size
  useEffect(() => {
    const img = imgRef.current;
    if (!img) return;
    const observer = new ResizeObserver(() => setScale(img.clientWidth / (img.naturalWidth || 1)));
    observer.observe(img);
    return () => observer.disconnect();
  }, [natural]);

  const loaded = () => {
    const img = imgRef.current;
    if (!img) return;
    const size = { width: img.naturalWidth, height: img.naturalHeight };
    if (tooSmall(size.width, size.height, purpose)) return onTooSmall(size.width, size.height);
    setNatural(size);
    setScale(img.clientWidth / size.width);
    setFrame(initialFrame(size.width, size.height, ASPECTS[shape]));
  };

  const pickShape = (next: Shape) => {
    setShape(next);
    if (natural) setFrame(initialFrame(natural.width, natural.height, ASPECTS[next]));
  };

  const move = (dx: number, dy: number, from: Frame) => {
    if (natural) setFrame(moveFrame(from, dx, dy, natural.width, natural.height));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!frame) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, frame };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || scale <= 0) return;
    move((event.clientX - start.x) / scale, (event.clientY - start.y) / scale, start.frame);
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!frame) return;
    const step = event.shiftKey ? NUDGE * 5 : NUDGE;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const d = delta[event.key];
    if (!d) return;
    event.preventDefault();
    move(d[0], d[1], frame);
  };

  const aspect = ASPECTS[shape];
  const footer = (
    <>
      <Button onClick={onCancel}>{t('cancel')}</Button>
      <Button
        variant="primary"
        disabled={pending.dataUrl !== null && (!natural || !frame)}
        onClick={() =>
          onUpload(
            natural && frame && aspect !== null ? cropParam(frame, natural.width, natural.height) : null,
          )
        }
      >
        {t('upload')}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      onClose={onCancel}
      title={t('cropTitle')}
      description={pending.dataUrl ? t('cropDescription') : t('heicNoPreview')}
      footer={footer}
      size="lg"
    >
      {pending.dataUrl ? (
        <div className="bo-crop">
          <Choice
            legend={t('shape')}
            value={shape}
            onChange={pickShape}
            options={[
              { value: 'square', label: t('square') },
              { value: 'fourThree', label: t('fourThree') },
              { value: 'whole', label: t('whole') },
            ]}
          />
          <div className="bo-crop__stage">
            <img
              ref={imgRef}
              src={pending.dataUrl}
              alt=""
              onLoad={loaded}
              onError={onUnreadable}
              draggable={false}
            />
            {natural && frame && aspect !== null ? (
              <div
                className="bo-crop__frame"
                role="group"
                tabIndex={0}
                aria-label={t('frame', {
                  width: frame.width,
                  height: frame.height,
                  left: frame.left,
                  top: frame.top,
                })}
                style={{
                  left: frame.left * scale,
                  top: frame.top * scale,
                  width: frame.width * scale,
                  height: frame.height * scale,
                }}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
                onKeyDown={onKeyDown}
              />
            ) : null}
          </div>
          {natural && frame && aspect !== null ? (
            <label className="bo-crop__size">
              <span className="bo-field__label">{t('frameSize')}</span>
              <input
                type="range"
                min={1}
                max={100}
                value={Math.round(frameScale(frame, natural.width, natural.height, aspect) * 100)}
                onChange={(event) =>
                  setFrame(
                    scaleFrame(
                      frame,
                      Number(event.target.value) / 100,
                      natural.width,
                      natural.height,
                      aspect,
                    ),
                  )
                }
              />
            </label>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
