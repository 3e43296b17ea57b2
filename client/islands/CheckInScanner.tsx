// The check-in scanner (issue 30): opens the phone's rear camera, reads vouchers' QR codes (check-in-scanner/decoder.ts)
// and posts each to the manifest's scan endpoint, showing the answer at once. Scans made without a connection queue
// on the phone (localStorage, so a reload keeps them) and are sent when it is back online, each shown as queued and
// then with its answer. Loaded only by the manifest page; the decoder (and its WebAssembly) only when the camera opens.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { isScanAnswer, type CheckInScannerProps, type ScanAnswer } from "../../shared/check-in-scanner.ts";
import { ScannerView, type CameraState } from "../components/ops/departures/ScannerView.tsx";
import {
  INITIAL_QUEUE,
  deserialise,
  isNewSighting,
  isWaiting,
  nextToSend,
  queueReducer,
  serialise,
  type QueueAction,
  type QueueState,
  type ScanEntry,
  type ScanProblem,
} from "./check-in-scanner/queue-state.ts";
import type { QrDetector } from "./check-in-scanner/decoder.ts";

/** How often a frame is read while the camera is open, and a waiting queue is tried again. */
const FRAME_MS = 250;
const RETRY_MS = 10_000;

const newId = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

type Sent = { answer: ScanAnswer } | { problem: ScanProblem };

async function send(url: string, entry: ScanEntry): Promise<Sent> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ code: entry.code, scanId: entry.id }),
      credentials: "same-origin",
    });
  } catch {
    return { problem: "offline" };
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (isScanAnswer(body)) return { answer: body };
  // The console's own refusals are pages, not answers: a lapsed session (403) or a departure no longer ours (404).
  return { problem: response.status === 403 || response.status === 404 ? "signedOut" : "error" };
}

/** The scans and the sending of them: the reducer, kept in localStorage, and a loop that sends the oldest first. */
function useQueue(props: CheckInScannerProps) {
  const [queue, dispatchState] = useReducer(queueReducer, INITIAL_QUEUE);
  const current = useRef<QueueState>(INITIAL_QUEUE);
  const restored = useRef(false);
  const sending = useRef(false);
  const [online, setOnline] = useState(true);

  // The loop reads the queue as it is now, not as it was when the loop began.
  const dispatch = useCallback((action: QueueAction) => {
    current.current = queueReducer(current.current, action);
    dispatchState(action);
  }, []);

  const flush = useCallback(async () => {
    if (sending.current || !navigator.onLine) return;
    sending.current = true;
    try {
      for (let entry = nextToSend(current.current); entry; entry = nextToSend(current.current)) {
        dispatch({ type: "sending", id: entry.id });
        const sent = await send(props.scanUrl, entry);
        if ("answer" in sent) dispatch({ type: "answered", id: entry.id, answer: sent.answer });
        else {
          dispatch({ type: "failed", id: entry.id, problem: sent.problem });
          break; // tried again when the connection returns, and every few seconds
        }
      }
    } finally {
      sending.current = false;
    }
  }, [dispatch, props.scanUrl]);

  useEffect(() => {
    dispatch({ type: "restored", entries: deserialise(localStorage.getItem(props.queueKey)) });
    restored.current = true;
    setOnline(navigator.onLine);
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    addEventListener("online", up);
    addEventListener("offline", down);
    const retry = setInterval(() => void flush(), RETRY_MS);
    void flush();
    return () => {
      removeEventListener("online", up);
      removeEventListener("offline", down);
      clearInterval(retry);
    };
  }, [dispatch, flush, props.queueKey]);

  useEffect(() => {
    if (restored.current) localStorage.setItem(props.queueKey, serialise(queue));
  }, [queue, props.queueKey]);

  // When the camera last saw each code: a voucher held in view is read on every frame, and is one scan.
  const sightings = useRef(new Map<string, number>());
  const scanned = useCallback(
    (code: string) => {
      const at = Date.now();
      const lastSeen = sightings.current.get(code);
      sightings.current.set(code, at);
      if (!isNewSighting(lastSeen, at) || isWaiting(current.current, code)) return;
      dispatch({ type: "scanned", id: newId(), code, at });
      navigator.vibrate?.(80);
      void flush();
    },
    [dispatch, flush],
  );

  return { queue, online, scanned, clear: () => dispatch({ type: "cleared" }) };
}

/** The rear camera and the reading of its frames. */
function useCamera(onCode: (code: string) => void) {
  const [camera, setCamera] = useState<CameraState>("off");
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reading = useRef(onCode);
  reading.current = onCode;

  const stop = useCallback((next: CameraState = "off") => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setCamera(next);
  }, []);

  const start = useCallback(async () => {
    setCamera("starting");
    if (!navigator.mediaDevices?.getUserMedia) return stop("noCamera");
    let detector: QrDetector | null;
    try {
      const [{ qrDetector }, media] = await Promise.all([
        import("./check-in-scanner/decoder.ts"),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false }),
      ]);
      stream.current = media;
      detector = await qrDetector();
    } catch {
      return stop("noCamera");
    }
    if (!detector || !video.current) return stop("unsupported");
    const player = video.current;
    player.srcObject = stream.current;
    await player.play().catch(() => undefined);
    setCamera("on");
    const frame = async () => {
      if (!stream.current) return;
      try {
        if (player.readyState >= 2) {
          const code = (await detector.detect(player)).find((c) => c.rawValue)?.rawValue;
          if (code) reading.current(code);
        }
      } catch {
        // A frame that could not be read; the next one may.
      }
      if (stream.current) timer.current = setTimeout(frame, FRAME_MS);
    };
    void frame();
  }, [stop]);

  useEffect(() => () => stop(), [stop]);
  return { camera, video, start, stop: () => stop() };
}

export default function CheckInScanner(props: CheckInScannerProps) {
  const [ready, setReady] = useState(false);
  const { queue, online, scanned, clear } = useQueue(props);
  const { camera, video, start, stop } = useCamera(scanned);
  useEffect(() => setReady(true), []);
  return (
    <ScannerView
      {...props}
      ready={ready}
      camera={camera}
      online={online}
      queue={queue}
      videoRef={video}
      onStart={() => void start()}
      onStop={stop}
      onClear={clear}
    />
  );
}
