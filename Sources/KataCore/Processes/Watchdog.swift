/// A small shell program in the process group of each program `kata` starts, that kills the program and everything it
/// started once `kata` is gone, however it ended: a kill -9 included, which no signal handler sees.
///
/// It reads a pipe whose only write end `kata` holds, and the kernel closes that end when `kata` ends, so the read
/// meets the end of the pipe. `posix_spawn` cannot ask for a signal at the death of the parent, and macOS has none.
package enum Watchdog {
    /// The descriptor at which the program's shell finds the read end of the pipe, and which it closes before it
    /// becomes the program.
    package static let descriptor: Int32 = 3

    /// The command that runs `arguments` in `directory` with a watchdog beside it. `sh` starts the watchdog in the
    /// background, then changes into the folder and becomes the program: the group's leader is the program itself,
    /// and the watchdog its child, in its group.
    package static func command(_ arguments: [String], in directory: String) -> [String] {
        let launch = #"/bin/sh -c "$1" "$$" <&3 >/dev/null 2>&1 & exec 3<&-; shift; cd "$0" && exec "$@""#
        return ["/bin/sh", "-c", launch, directory, script] + arguments
    }

    /// The watchdog, given the leader's process ID as `$0`. Once its input ends it stops every process the leader
    /// started, in whatever group (SwiftPM starts each compiler job in a group of its own), looking again until no new
    /// one appears, then kills them, and last the group, itself included.
    package static let script = """
        read -r line
        tree=" $0 "
        for round in 1 2 3 4 5; do
            snapshot=$(ps -A -o pid= -o ppid=)
            added=
            grown=1
            while [ -n "$grown" ]; do
                grown=
                while read -r pid parent; do
                    case "$tree" in *" $pid "*) continue ;; esac
                    case "$tree" in *" $parent "*) ;; *) continue ;; esac
                    [ "$pid" = "$$" ] && continue
                    tree="$tree$pid "
                    grown=1
                    added=1
                done <<END
        $snapshot
        END
            done
            for pid in $tree; do kill -STOP "$pid" 2>/dev/null; done
            [ -n "$added" ] || break
        done
        for pid in $tree; do kill -KILL "$pid" 2>/dev/null; done
        kill -KILL -"$0"
        """
}
