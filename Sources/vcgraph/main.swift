print("vcgraph")
