import { Code, messageOf } from '../../../../contract/errors';
import { ApiError } from '../../../http/api-error';
import type { PushChannelContext } from './channel-context';
import type { GatewayConnection } from './channel-hub';
import { CLOSE, REFUSED_FRAMES_BEFORE_CLOSE } from './channel-protocol';
import { answerFrame, withRef } from './frame-answers';
import { GatewayFrameReader } from './gateway-frames';

/**
 * Takes a gateway's frames: notes that it is alive, throttles a flood (a refused frame
 * gets error 6048; REFUSED_FRAMES_BEFORE_CLOSE in a row close the connection with 1008),
 * refuses a malformed frame with an error frame (the connection stays open), and
 * answers the others. Nothing a gateway sends can throw past this.
 */
export class FrameReceiver {
  private readonly reader: GatewayFrameReader;

  constructor(private readonly context: PushChannelContext) {
    this.reader = new GatewayFrameReader(context.compile);
  }

  received(connection: GatewayConnection, data: unknown, isBinary: boolean): void {
    connection.lastSeen = Date.now();
    const bytes = Buffer.isBuffer(data) ? data.length : 0;
    if (!connection.throttle.take(connection.lastSeen)) {
      connection.refusedInARow += 1;
      if (connection.refusedInARow >= REFUSED_FRAMES_BEFORE_CLOSE) {
        connection.close(CLOSE.FLOODING, 'too many frames');
      } else {
        const refusal = new ApiError(Code.FREQUENT_REQUESTS, 'too many frames; slow down');
        this.refuse(connection, bytes, refusal, this.reader.refOf(data, isBinary));
      }
      return;
    }
    connection.refusedInARow = 0;
    const read = this.reader.read(data, isBinary);
    if ('refusal' in read) {
      this.refuse(connection, bytes, read.refusal, read.ref);
      return;
    }
    const { frame } = read;
    // A heartbeat is a note that the gateway lives, not a call: an idle gateway counts nothing.
    if (frame.type === 'heartbeat') return;
    const { ref } = frame;
    answerFrame(this.context, connection, frame)
      .then((answer) => {
        const sent = answer ? connection.send(answer) : 0;
        this.context.count(connection.site.id, bytes + sent, false);
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) {
          this.context.log.error({ err: error, siteId: connection.site.id }, 'gateway frame failed');
        }
        this.refuse(connection, bytes, error instanceof ApiError ? error : new ApiError(Code.SYSTEM), ref);
      });
  }

  private refuse(connection: GatewayConnection, bytes: number, error: ApiError, ref?: string): void {
    const msg = error.detail ?? messageOf(error.code, 'en');
    const sent = connection.send({ type: 'error', ...withRef(ref), code: error.code, msg, data: error.data });
    this.context.count(connection.site.id, bytes + sent, true);
  }
}
