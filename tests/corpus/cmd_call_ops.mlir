stream.cmd.func private @host(%arg0[%arg1 for %arg2]: !stream.resource<*>, %arg3: i32, %arg4[%arg5 for %arg6]: !stream.resource<*> {a.b}) -> i32
stream.cmd.func private @host2(%arg0: i32)
stream.cmd.func private @host3(%arg0: index) -> (i32, f32 {x.y}) attributes {z}
util.func public @cmd_calls(%r: !stream.resource<transient>, %size: index, %off: index, %len: index, %n: i32) -> !stream.timepoint {
  %t = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%size}) {
    stream.cmd.call @host(ro %a[%off for %len], %n, rw %a[%off for %len]) : (!stream.resource<transient>{%size}, i32, !stream.resource<transient>{%size}) -> i32
    stream.cmd.call @host2(%n) {foo} : (i32) -> ()
    stream.cmd.call @host3(%off) : (index) -> (i32, f32)
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
