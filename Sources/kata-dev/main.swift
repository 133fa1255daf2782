import KataCommand
import KataDev

KataProcess.run { start in
    DevTool.main(
        start.arguments, in: start.directory, console: start.console, settings: start.settings, stamps: start.stamps)
}
