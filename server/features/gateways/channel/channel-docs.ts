import type { JsonSchema } from '../../../crud/json-schema';
import { envelopeSchema, FAILURE_RESPONSES } from '../../../crud/route-schemas';
import { GATEWAY_SECURITY } from '../../../http/api-docs';
import { DEVICE_TAG } from '../device-schemas';
import { FRAME_BURST, FRAMES_PER_SECOND, MAX_FRAME_BYTES } from './channel-protocol';

const DESCRIPTION = `A WebSocket (send \`Connection: Upgrade\`, \`Upgrade: websocket\`) opened with the device API's
\`Authorization: Bearer <credential>\` and \`X-Gateway-Mac\`; a refused credential is answered before
the upgrade, as on every device route. Frames are JSON text, at most ${MAX_FRAME_BYTES} bytes (a larger
one closes the connection with 1009).

The console sends:
- \`{"type":"hello", siteId, siteName, serverTime, startedAt, heartbeatSeconds, configVersion, released}\` once open;
- \`{"type":"changes", kinds}\` the moment a write the gateway must act on commits (kinds among
  \`residents\`, \`faces\`, \`removals\`, \`config\`; with \`config\`, the new \`configVersion\`): sync then;
- \`{"type":"page", ref?, residents, faces, removals, nextCursor, more, serverTime}\` answering a sync;
- \`{"type":"result", ref?, face}\` answering a result: the result is stored;
- \`{"type":"error", ref?, code, msg, data}\` for a frame refused (the connection stays open).

The gateway sends:
- \`{"type":"heartbeat", firmware?, panels?}\` every \`heartbeatSeconds\` (unanswered);
- \`{"type":"sync", ref?, cursor?, limit?}\`, as \`GET /device/v1/sync\`, until \`more\` is false;
- \`{"type":"result", ref?, faceId, ok, reason?}\`, as \`POST /device/v1/faces/{id}/result\`; send it
  again after a reconnection until answered (the same result twice changes nothing).

${FRAMES_PER_SECOND} frames a second on average (bursts of ${FRAME_BURST}); past that, error 6048, and
100 refused in a row close the connection (1008). A second connection with the same credential
replaces the first (closed with 4001); unbinding or binding the site again closes it (4003); a
restarting console closes it with 1001. A plain GET without the upgrade answers these figures, so that a
gateway can check its credential and learn them before it opens the channel.`;

/** What a plain GET of the channel's route answers: the figures a gateway holds the channel by. */
export const CHANNEL_FIGURES: JsonSchema = {
  type: 'object',
  properties: {
    heartbeatSeconds: { type: 'integer', description: 'Send a heartbeat frame this often' },
    maxFrameBytes: { type: 'integer', description: 'A larger frame closes the connection (1009)' },
    framesPerSecond: { type: 'integer', description: 'Frames a second on average before 6048' },
    frameBurst: { type: 'integer', description: 'Frames in a burst before 6048' },
    channelsHere: {
      type: 'integer',
      description: 'Channels the node that answered holds now (behind a load balancer: the node this call reached)',
    },
  },
  required: ['heartbeatSeconds', 'maxFrameBytes', 'framesPerSecond', 'frameBurst', 'channelsHere'],
};

/** The OpenAPI description of the upgrade route: what the frames are, in the document gateway makers read. */
export function channelRouteSchema(): JsonSchema {
  return {
    summary: 'The gateway’s push channel: a WebSocket on which the console announces changes the moment they commit',
    description: DESCRIPTION,
    operationId: 'openGatewayChannel',
    tags: [DEVICE_TAG],
    security: GATEWAY_SECURITY,
    querystring: { type: 'object', properties: {}, additionalProperties: false },
    response: {
      101: { description: 'Switching Protocols: the channel is open', type: 'null' },
      200: envelopeSchema(CHANNEL_FIGURES),
      ...FAILURE_RESPONSES,
    },
  };
}
