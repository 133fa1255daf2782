import KataCommand

KataProcess.run()
