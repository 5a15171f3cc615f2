export { EscapeWritingTerminal } from "./escape-writing-terminal.ts";
export { mainScreenTui } from "./main-screen-tui.ts";
export { VirtualTerminal, type VirtualTerminalOptions } from "./virtual-terminal.ts";
