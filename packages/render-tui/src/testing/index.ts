export { EscapeWritingTerminal } from "./escape-writing-terminal.ts";
export { VirtualTerminal, type VirtualTerminalOptions } from "./virtual-terminal.ts";
