/// libFuzzer's driver, run from a harness's own entry point: the harnesses are linked with
/// libFuzzer's runtime without its `main` (`libclang_rt.fuzzer_no_main`), so that no other
/// executable of the build (the rulebook's build tool among them) gets libFuzzer's `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the process's arguments on `testOneInput`, and exits with its status.
public func runFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    let status = runDriver(&argc, &argv, testOneInput)
    exit(status)
}

#if canImport(Glibc)
    import Glibc
#endif
