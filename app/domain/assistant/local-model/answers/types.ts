import type { ChatMessage } from '../../model-client.server.ts'

/**
 * One task's responder: the whole answer as a deterministic function of the request. `system` is
 * the system prompt after its `Task: <name>` line; `user` the last user message.
 */
export interface TaskRequest {
  system: string
  user: string
  messages: ChatMessage[]
}
export type TaskResponder = (request: TaskRequest) => string
