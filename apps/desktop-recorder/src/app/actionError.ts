/** An action the control UI asked for that cannot be done now; `status` is the HTTP answer. */
export class ActionError extends Error {
  constructor(
    message: string,
    readonly status = 409,
  ) {
    super(message);
  }
}
