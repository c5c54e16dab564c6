/// The LLDB command script `vcgraph lldb -o FILE` writes: it adds `vcgraph` to LLDB, which
/// asks the paused process for `_printHierarchy` and hands the text to vcgraph as a dump.
///
///     (lldb) vcgraph analyze
///     (lldb) vcgraph explain UINavigationController-2
///     (lldb) vcgraph render -o /tmp/now.png
///     (lldb) vcgraph check
///     (lldb) vcgraph diff expected.yaml
///
/// It also asks the process for its environment (the device's idiom, the iOS version, the key
/// window's size classes) and passes it as `--device`, `--ios` and the size-class options to
/// every command but `diff` (whose other input keeps its own), unless the command gives them: what the app runs in is then decided, not inferred from the
/// dump. An environment the process cannot tell is left to the dump.
///
/// The expressions and their language can be changed for a program without UIKit
/// (`VCGRAPH_LLDB_EXPRESSION`, `VCGRAPH_LLDB_ENVIRONMENT_EXPRESSION`, `VCGRAPH_LLDB_LANGUAGE`:
/// C expressions that return the dump, and `IDIOM VERSION HORIZONTAL VERTICAL` as UIKit numbers
/// them, as a `const char *`), and the executable with `VCGRAPH` (default: `vcgraph` on the
/// `PATH`).
enum LLDBScript {
    static let text = #"""
        # vcgraph's LLDB commands: `vcgraph SUBCOMMAND ...` runs vcgraph on the paused app's
        # view controllers, read with UIKit's _printHierarchy. Written by `vcgraph lldb -o FILE`.
        import os
        import shlex
        import subprocess
        import tempfile

        import lldb

        EXPRESSION = os.environ.get("VCGRAPH_LLDB_EXPRESSION", "(id)[UIViewController _printHierarchy]")
        ENVIRONMENT_EXPRESSION = os.environ.get(
            "VCGRAPH_LLDB_ENVIRONMENT_EXPRESSION",
            "(id)[NSString stringWithFormat:@\"%ld %@ %ld %ld\", (long)[[UIDevice currentDevice] userInterfaceIdiom],"
            " [[UIDevice currentDevice] systemVersion],"
            " (long)[[[[UIApplication sharedApplication] keyWindow] traitCollection] horizontalSizeClass],"
            " (long)[[[[UIApplication sharedApplication] keyWindow] traitCollection] verticalSizeClass]]")
        LANGUAGE = os.environ.get("VCGRAPH_LLDB_LANGUAGE", "objc")
        EXECUTABLE = os.environ.get("VCGRAPH", "vcgraph")
        USAGE = ("usage: vcgraph analyze [OPTIONS] | explain ID [OPTIONS] | render -o FILE [OPTIONS]"
                 " | check [OPTIONS] | diff OTHER [OPTIONS]")


        def _dump(frame, expression=EXPRESSION):
            """The text an expression returns in the paused process (by default its
            _printHierarchy), or an error message."""
            options = lldb.SBExpressionOptions()
            options.SetLanguage(lldb.eLanguageTypeC if LANGUAGE == "c" else lldb.eLanguageTypeObjC)
            options.SetTimeoutInMicroSeconds(10 * 1000 * 1000)
            value = frame.EvaluateExpression(expression, options)
            if value.GetError().Fail():
                return None, "could not evaluate %s: %s" % (expression, value.GetError().GetCString())
            if LANGUAGE == "c":
                error = lldb.SBError()
                text = frame.GetThread().GetProcess().ReadCStringFromMemory(value.GetValueAsUnsigned(), 1 << 24, error)
                if error.Fail():
                    return None, "could not read the dump: %s" % error.GetCString()
                return text, None
            description = value.GetObjectDescription()
            if not description:
                return None, "%s returned nothing" % expression
            return description, None


        def _environment(frame, given):
            """The options that state the process's environment, leaving out those the command
            gives and those the process cannot tell."""
            text, problem = _dump(frame, ENVIRONMENT_EXPRESSION)
            if problem or not text:
                return []
            fields = text.split()
            if len(fields) != 4:
                return []
            idiom, version, horizontal, vertical = fields
            size_classes = {"1": "compact", "2": "regular"}
            options = []
            if "--device" not in given and idiom in ("0", "1"):
                options += ["--device", "iphone" if idiom == "0" else "ipad"]
            major = version.split(".")[0]
            if "--ios" not in given and major.isdigit():
                options += ["--ios", major]
            if "--horizontal-size-class" not in given and horizontal in size_classes:
                options += ["--horizontal-size-class", size_classes[horizontal]]
            if "--vertical-size-class" not in given and vertical in size_classes:
                options += ["--vertical-size-class", size_classes[vertical]]
            return options


        def vcgraph(debugger, command, exe_ctx, result, internal_dict):
            arguments = shlex.split(command)
            if not arguments or arguments[0] not in ("analyze", "explain", "render", "check", "diff"):
                result.SetError(USAGE)
                return
            frame = exe_ctx.GetFrame()
            if not frame.IsValid():
                result.SetError("vcgraph needs a paused process: run the app and stop it first")
                return
            text, problem = _dump(frame)
            if problem:
                result.SetError(problem)
                return
            folder = tempfile.mkdtemp(prefix="vcgraph-lldb-")
            path = os.path.join(folder, "paused-app.hierarchy")
            try:
                with open(path, "w") as dump:
                    dump.write(text)
                subcommand, rest = arguments[0], arguments[1:]
                if subcommand != "diff":
                    rest = rest + _environment(frame, rest)
                if subcommand == "explain":
                    if not rest:
                        result.SetError("usage: vcgraph explain ID")
                        return
                    line = [EXECUTABLE, "explain", path, "--controller", rest[0]] + rest[1:]
                elif subcommand == "diff":
                    if not rest:
                        result.SetError("usage: vcgraph diff OTHER")
                        return
                    line = [EXECUTABLE, "diff", rest[0], path] + rest[1:]
                else:
                    line = [EXECUTABLE, subcommand, path] + rest
                try:
                    finished = subprocess.run(line, capture_output=True, text=True)
                except OSError as error:
                    result.SetError("could not run %s: %s (set VCGRAPH to its path)" % (EXECUTABLE, error))
                    return
                output = (finished.stdout + finished.stderr).replace(path, "<paused app>")
                result.AppendMessage(output.rstrip("\n"))
                if finished.returncode != 0:
                    result.SetStatus(lldb.eReturnStatusFailed)
            finally:
                if os.path.exists(path):
                    os.unlink(path)
                os.rmdir(folder)


        def __lldb_init_module(debugger, internal_dict):
            debugger.HandleCommand("command script add -o -f %s.vcgraph vcgraph" % __name__)
        """#
}
