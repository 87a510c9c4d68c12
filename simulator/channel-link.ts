import type { IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import type { ConsoleFrame, GatewayFrame } from '../server/features/gateways/channel/channel-protocol';
import { RefusedCall } from './device-client';
import { FramePacer } from './frame-pacer';
import type { Timetable } from './timetable';

/** A frame the console sends unasked. */
export type PushedFrame = Extract<ConsoleFrame, { type: 'hello' | 'changes' }>;
type Answer = Extract<ConsoleFrame, { type: 'page' | 'result' }>;
type Question = Extract<GatewayFrame, { type: 'sync' | 'result' }>;

/** How a channel ended: refused before the upgrade (the console's code), or closed (its close code). */
export interface ChannelEnd {
  refused: boolean;
  code: number;
  message: string;
}

/** A question whose answer never came: the channel closed first, or the console said nothing. */
export class Unanswered extends Error {}

/** How long a question waits for its answer before it is given up (and asked again by its gateway). */
const ANSWER_MS = 30_000;
const HANDSHAKE_MS = 30_000;

interface Asked {
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

/**
 * One connection of a gateway's push channel: the WebSocket, opened with the device
 * credential; questions (sync, result) matched to their answers by `ref`, refused by an
 * error frame with the same `ref`, or given up when the channel closes; frames paced
 * within the console's allowance. Frames the console pushes (hello, changes) and the end
 * of the connection go to the gateway.
 */
export class ChannelLink {
  private readonly socket: WebSocket;
  private readonly pacer: FramePacer;
  private readonly asked = new Map<string, Asked>();
  private refs = 0;
  private refusal: { code: number; message: string } | undefined;
  private failure = '';

  constructor(
    consoleUrl: string,
    headers: Record<string, string>,
    private readonly timetable: Timetable,
    pushed: (frame: PushedFrame) => void,
    ended: (end: ChannelEnd) => void,
  ) {
    this.socket = new WebSocket(`${consoleUrl.replace(/^http/, 'ws')}/device/v1/channel`, {
      headers,
      perMessageDeflate: false,
      handshakeTimeout: HANDSHAKE_MS,
    });
    this.pacer = new FramePacer(timetable, (text) => {
      if (this.open) this.socket.send(text);
    });
    this.socket.on('message', (data) => this.received(String(data), pushed));
    this.socket.on('unexpected-response', (_request, response) => this.refused(response));
    this.socket.on('error', (error) => {
      this.failure = error.message;
    });
    this.socket.on('close', (code, reason) => {
      this.pacer.clear();
      for (const asked of this.asked.values()) asked.reject(new Unanswered(`the channel closed (${code})`));
      this.asked.clear();
      ended(
        this.refusal
          ? { refused: true, ...this.refusal }
          : { refused: false, code, message: String(reason) || this.failure || 'closed' },
      );
    });
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  /** Sends a frame that has no answer (a heartbeat). */
  tell(frame: GatewayFrame): void {
    this.pacer.send(JSON.stringify(frame));
  }

  /** Sends a question and resolves with its answer; rejects with RefusedCall for an error frame, Unanswered otherwise. */
  ask<T extends Answer>(frame: Question): Promise<T> {
    if (!this.open) return Promise.reject(new Unanswered('the channel is not open'));
    this.refs += 1;
    const ref = String(this.refs);
    return new Promise<T>((resolve, reject) => {
      this.asked.set(ref, { resolve: resolve as (answer: Answer) => void, reject });
      this.timetable.after(ANSWER_MS, () => {
        if (!this.asked.delete(ref)) return;
        reject(new Unanswered(`no answer to ${frame.type} within ${ANSWER_MS} ms`));
      });
      this.pacer.send(JSON.stringify({ ...frame, ref }));
    });
  }

  close(): void {
    this.socket.close(1000, 'the gateway stops');
  }

  private received(text: string, pushed: (frame: PushedFrame) => void): void {
    let frame: ConsoleFrame;
    try {
      frame = JSON.parse(text) as ConsoleFrame;
    } catch {
      return;
    }
    if (frame.type === 'hello' || frame.type === 'changes') {
      pushed(frame);
      return;
    }
    const asked = frame.ref === undefined ? undefined : this.asked.get(frame.ref);
    if (!asked || frame.ref === undefined) return;
    this.asked.delete(frame.ref);
    if (frame.type === 'error') asked.reject(new RefusedCall(frame.code, frame.msg));
    else asked.resolve(frame);
  }

  /** Answered with HTTP instead of the upgrade: the console's code (401, 6064, …) is read from its envelope. */
  private refused(response: IncomingMessage): void {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => {
      let envelope: { code?: unknown; msg?: unknown } = {};
      try {
        envelope = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof envelope;
      } catch {}
      const code = typeof envelope.code === 'number' ? envelope.code : (response.statusCode ?? 0);
      const message = typeof envelope.msg === 'string' ? envelope.msg : `HTTP ${response.statusCode}`;
      this.refusal = { code, message };
      this.socket.terminate();
    });
  }
}
