util.func private @f(%a: !stream.timepoint, %b: !stream.timepoint) -> !stream.timepoint {
  %j = stream.timepoint.join max(%a, %b) => !stream.timepoint
  util.return %j : !stream.timepoint
}
