import Foundation

/// A task executor with one thread of its own, outside Swift's cooperative pool. A test whose tasks must start
/// while other suites keep the pool's few threads busy (two on two cores) runs them here, so how long they take
/// to start depends on this test alone. The thread ends with `stop()`.
public final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var next = 0
  private var stopped = false

  public init(name: String) {
    let thread = Thread { [self] in runJobs() }
    thread.name = name
    thread.start()
  }

  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.withLock {
      jobs.append(job)
      condition.signal()
    }
  }

  /// Lets the thread end once the jobs already given to it have run.
  public func stop() {
    condition.withLock {
      stopped = true
      condition.signal()
    }
  }

  private func runJobs() {
    while let job = nextJob() { job.runSynchronously(on: asUnownedTaskExecutor()) }
  }

  private func nextJob() -> UnownedJob? {
    condition.lock()
    defer { condition.unlock() }
    while next == jobs.count && !stopped { condition.wait() }
    guard next < jobs.count else { return nil }
    let job = jobs[next]
    next += 1
    // Ran jobs are dropped now and then, so the queue's memory follows what waits, not what has run.
    if next >= 64 && next * 2 >= jobs.count {
      jobs.removeFirst(next)
      next = 0
    }
    return job
  }
}
