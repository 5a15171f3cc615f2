export { VirtualTerminal, type VirtualTerminalOptions } from "./virtual-terminal.ts";
