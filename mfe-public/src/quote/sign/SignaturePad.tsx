import { useImperativeHandle, useRef, type Ref } from 'react';

/** What the accept dialog asks of the pad. */
export interface SignaturePadHandle {
  /** The drawing as a PNG data URL, or null while nothing is drawn. */
  image(): string | null;
  clear(): void;
}

// Well inside what the service takes (2000 × 1000, 200 KB): a finger's lines on a phone.
const MAX_WIDTH = 1200;
const HEIGHT_CSS = 160;

/**
 * A box the client signs in with a finger (or a mouse): pointer events draw lines on a
 * canvas sized for the screen's pixels, exported as a PNG. `touch-action: none` keeps the
 * page from scrolling under the finger.
 */
export function SignaturePad({ ref, labelledBy, onDraw }: { ref: Ref<SignaturePadHandle>; labelledBy: string; onDraw(): void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);

  /**
   * Sizes the canvas for the box as it is shown, before the first line: the pad is laid out
   * only once its dialog opens, after React's effects (a size taken then would be 0).
   */
  const fit = () => {
    const pad = canvas.current!;
    const scale = Math.min(window.devicePixelRatio || 1, MAX_WIDTH / Math.max(pad.clientWidth, 1));
    pad.width = Math.round(pad.clientWidth * scale);
    pad.height = Math.round(HEIGHT_CSS * scale);
    const context = pad.getContext('2d')!;
    context.scale(scale, scale);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1c1917';
  };

  useImperativeHandle(ref, () => ({
    image: () => (drawn.current ? canvas.current!.toDataURL('image/png') : null),
    clear() {
      const pad = canvas.current!;
      pad.getContext('2d')!.clearRect(0, 0, pad.width, pad.height);
      drawn.current = false;
    },
  }));

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const lineTo = (to: { x: number; y: number }) => {
    const context = canvas.current!.getContext('2d')!;
    const from = last.current ?? to;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x + (from === to ? 0.1 : 0), to.y);
    context.stroke();
    last.current = to;
    drawn.current = true;
  };

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-labelledby={labelledBy}
      className="block h-40 w-full touch-none rounded-xl border-2 border-dashed border-stone-400 bg-white"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        if (!drawn.current) fit();
        onDraw();
        last.current = null;
        lineTo(point(event));
      }}
      onPointerMove={(event) => {
        if (last.current) lineTo(point(event));
      }}
      onPointerUp={() => {
        last.current = null;
      }}
      onPointerCancel={() => {
        last.current = null;
      }}
    />
  );
}
